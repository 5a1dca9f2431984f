import { useEffect } from 'react';
import { useAppConfig } from '../api/use-config';

/** "{page} – {product}" in the browser tab, so tabs and history entries are told apart. */
export function useDocumentTitle(page: string): void {
  const { productName } = useAppConfig();
  useEffect(() => {
    document.title = page ? `${page} – ${productName}` : productName;
  }, [page, productName]);
}

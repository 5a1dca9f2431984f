import { useEffect } from 'react';
import { notFoundNotice } from '../../api/error-catalogue';
import { toast, toastQueue } from '../ui/toast-queue';

/**
 * The common handler's 404 toast ('Nicht gefunden', spec 01 §8) for a route whose own record is
 * not there (an unknown id), shown beside its not-found state. Raised when that state shows, not
 * in the loader: a loader also runs to preload a link the pointer only rests on. Leaving the page
 * takes it away (and so does React's trial unmount in development, so it shows once).
 */
export function NotFoundToast(): null {
  useEffect(() => {
    const key = toast.error(notFoundNotice.title, notFoundNotice.description);
    return () => toastQueue.close(key);
  }, []);
  return null;
}

import { createLink } from '@tanstack/react-router';
import { forwardRef, type ReactNode } from 'react';
import { Link as RACLink, type LinkProps as RACLinkProps } from 'react-aria-components';
import { useAppConfig } from '../../api/use-config';
import { BrandMark } from './BrandMark';
import { Footer } from './Footer';
import { mainContentId, SkipLink } from './SkipLink';
import * as styles from './PublicLayout.css';

const BrandAnchor = forwardRef<HTMLAnchorElement, Omit<RACLinkProps, 'className'>>(function BrandAnchor(props, ref) {
  return <RACLink ref={ref} {...props} className={styles.brandLink} />;
});
const BrandLink = createLink(BrandAnchor);

/** Layout of the public pages (legal texts, 404 for visitors): brand bar, content, footer. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const { productName } = useAppConfig();
  return (
    <div className={styles.shell}>
      <SkipLink />
      <header className={styles.topbar}>
        <BrandLink to="/">
          <BrandMark />
          {productName}
        </BrandLink>
      </header>
      <main className={styles.content} id={mainContentId} tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </div>
  );
}

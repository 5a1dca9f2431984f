import { Outlet, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useAppConfig } from '../../api/use-config';
import { useSessionUser } from '../../auth/use-session';
import { Button } from '../ui/Button';
import { FullPageSpinner } from '../ui/Spinner';
import { NameTooltip } from '../ui/Tooltip';
import { BrandMark } from './BrandMark';
import { Footer } from './Footer';
import { asksForTerms } from '../legal/asks-for-terms';
import { Icon } from './icons';
import { MobileMenu } from './MobileMenu';
import { SideNav, type MenuCounts } from './SideNav';
import { mainContentId, SkipLink } from './SkipLink';
import { UserMenu } from './UserMenu';
import * as styles from './AppLayout.css';

// Loaded only for the client it concerns: staff and clients who agreed never load the dialog's code.
const TermsUpdateDialog = lazy(() => import('../legal/TermsUpdateDialog'));

const collapsedKey = 'portal.sideMenuCollapsed';

// A UI preference only (never credentials), so browser storage is fine here.
function readCollapsed(): boolean {
  try {
    return window.localStorage.getItem(collapsedKey) === '1';
  } catch {
    return false;
  }
}

/**
 * The shared layout of every signed-in screen: side menu, header with user menu, footer. `counts`:
 * what waits behind menu entries (the route passes the unread messages).
 */
export function AppLayout({ counts = {} }: { counts?: MenuCounts }) {
  const user = useSessionUser();
  const navigate = useNavigate();
  const { productName } = useAppConfig();
  const [collapsed, setCollapsed] = useState(readCollapsed);

  // The session can end elsewhere (another tab, a realtime refresh): leave the guarded area.
  useEffect(() => {
    if (!user) void navigate({ to: '/', replace: true });
  }, [user, navigate]);

  const toggle = () => {
    setCollapsed((c) => {
      try {
        window.localStorage.setItem(collapsedKey, c ? '0' : '1');
      } catch {
        // storage unavailable: the preference just does not persist
      }
      return !c;
    });
  };

  if (!user) return <FullPageSpinner />;

  return (
    <div className={styles.shell} data-collapsed={collapsed}>
      <SkipLink />
      <aside className={styles.sidebar} aria-label="Seitenmenü">
        <div className={styles.sidebarInner}>
          <div className={styles.brand}>
            <BrandMark />
            <span className={styles.brandText}>{productName}</span>
          </div>
          <SideNav role={user.role} collapsed={collapsed} counts={counts} />
          <div className={styles.sidebarFooter}>
            <NameTooltip label={collapsed ? 'Menü ausklappen' : 'Menü einklappen'} show>
              <Button
                variant="ghost"
                iconOnly
                aria-label={collapsed ? 'Menü ausklappen' : 'Menü einklappen'}
                aria-expanded={!collapsed}
                onPress={toggle}
              >
                {collapsed ? <Icon name="expand" /> : <Icon name="collapse" />}
              </Button>
            </NameTooltip>
          </div>
        </div>
      </aside>
      <div className={styles.main}>
        <header className={styles.header}>
          <MobileMenu role={user.role} counts={counts} />
          <span className={styles.headerBrand}>{productName}</span>
          <span className={styles.headerSpacer} />
          <UserMenu user={user} />
        </header>
        <main className={styles.content} id={mainContentId} tabIndex={-1}>
          <Outlet />
        </main>
        <Footer />
      </div>
      {asksForTerms(user) && (
        <Suspense fallback={null}>
          <TermsUpdateDialog user={user} />
        </Suspense>
      )}
    </div>
  );
}

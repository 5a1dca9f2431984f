import { AdminsTab } from '../../../admins';
import { Page } from '../../../../components/ui/Page';
import { SectionTabs } from '../../../../components/ui/SectionTabs';
import { AcceleratorsTab } from './AcceleratorsTab';

export type PartnersAdminTab = 'partners' | 'admins';

/** /admin/partners ('Accelerator & Admin Verwaltung'): tabs 'partners' (default) and 'admins'. */
export function PartnersAdminPage({ tab, onTab }: { tab: PartnersAdminTab; onTab: (tab: PartnersAdminTab) => void }) {
  return (
    <Page
      title="Accelerator & Admin Verwaltung"
      subtitle="Acceleratoren und Administratoren anlegen, Profile pflegen, Konten löschen."
    >
      <SectionTabs
        label="Bereiche"
        selected={tab}
        onSelect={(id) => onTab(id === 'admins' ? 'admins' : 'partners')}
        tabs={[
          { id: 'partners', label: 'Acceleratoren', content: <AcceleratorsTab /> },
          { id: 'admins', label: 'Administratoren', content: <AdminsTab /> },
        ]}
      />
    </Page>
  );
}

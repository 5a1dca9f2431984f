import { useSuspenseQuery } from '@tanstack/react-query';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { PAST_SHOWN, canCancel, type MeetingView } from '../../../../modules/meetings/contract';
import { myMeetingsQuery } from '../api/meetings';
import { CancelMeetingButton } from './CancelMeetingButton';
import { CompleteMeetingButton } from './CompleteMeetingButton';
import { partnerMeetingLists } from '../rules/lists';
import { MeetingItem } from './MeetingItem';
import { MeetingSection } from './MeetingSection';
import { PlanMeetingDialog } from './PlanMeetingDialog';
import { useNow } from './use-now';
import * as styles from './MeetingsPage.css';
import * as tabs from './Tabs.css';

type PartnerTab = 'overview' | 'completed';

/** Spec 02 §4: 'Complete' on every scheduled, unconfirmed meeting; 'Delete' only on future ones. */
function actionsFor(m: MeetingView, now: Date) {
  const complete = m.status === 'scheduled' && !m.partnerConfirmed;
  const cancel = canCancel(m, now);
  if (!complete && !cancel) return undefined;
  return (
    <>
      {complete ? <CompleteMeetingButton meeting={m} /> : null}
      {cancel ? <CancelMeetingButton meeting={m} /> : null}
    </>
  );
}

/** Partner /partner/meetings: plan, the three lists, and the completed history (?tab=completed). */
export function PartnerMeetingsView({ tab, onTabChange }: { tab: PartnerTab; onTabChange: (tab: PartnerTab) => void }) {
  const { data: meetings } = useSuspenseQuery(myMeetingsQuery);
  const now = useNow();
  const lists = partnerMeetingLists(meetings, now);

  return (
    <div className={styles.sections}>
      <div className={styles.toolbar}>
        <PlanMeetingDialog />
      </div>
      <Tabs
        selectedKey={tab}
        onSelectionChange={(key) => onTabChange(key === 'completed' ? 'completed' : 'overview')}
        className={tabs.tabs}
      >
        <TabList aria-label="Ansicht" className={tabs.tabList}>
          <Tab id="overview" className={tabs.tab}>
            Übersicht
          </Tab>
          <Tab id="completed" className={tabs.tab}>
            Verlauf
          </Tab>
        </TabList>
        <TabPanel id="overview" className={styles.sections}>
          <MeetingSection
            title="Abzuschließen"
            subtitle="Begonnen vor mehr als 30 Minuten und noch nicht abgeschlossen."
            count={lists.toFinish.length}
            empty="Keine offenen Meetings."
            testId="to-finish-meetings"
          >
            {lists.toFinish.map((m) => (
              <MeetingItem key={m.id} meeting={m} person="client" flag="Abschluss offen" actions={actionsFor(m, now)} />
            ))}
          </MeetingSection>
          <MeetingSection
            title="Anstehende Meetings"
            count={lists.upcoming.length}
            empty="Keine anstehenden Meetings."
            testId="upcoming-meetings"
          >
            {lists.upcoming.map((m) => (
              <MeetingItem key={m.id} meeting={m} person="client" actions={actionsFor(m, now)} />
            ))}
          </MeetingSection>
          <MeetingSection
            title="Vergangene Meetings"
            subtitle={
              lists.pastTotal > PAST_SHOWN.partner
                ? `Die letzten ${PAST_SHOWN.partner} von ${lists.pastTotal}; alle abgeschlossenen im Verlauf.`
                : undefined
            }
            count={lists.pastTotal}
            empty="Noch keine vergangenen Meetings."
            testId="past-meetings"
          >
            {lists.past.map((m) => (
              <MeetingItem key={m.id} meeting={m} person="client" />
            ))}
          </MeetingSection>
        </TabPanel>
        <TabPanel id="completed" className={styles.sections}>
          <MeetingSection
            title="Abgeschlossene Meetings"
            count={lists.completed.length}
            empty="Noch keine abgeschlossenen Meetings."
            testId="completed-meetings"
          >
            {lists.completed.map((m) => (
              <MeetingItem key={m.id} meeting={m} person="client" />
            ))}
          </MeetingSection>
        </TabPanel>
      </Tabs>
    </div>
  );
}

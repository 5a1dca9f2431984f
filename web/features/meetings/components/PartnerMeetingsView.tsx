import { useSuspenseInfiniteQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import {
  PAST_SHOWN,
  canCancel,
  canMarkNotHeld,
  meetingMessages,
  type MeetingView,
} from '../../../../modules/meetings/contract';
import { QueryBoundary } from '../../../components/errors/LoadError';
import { myMeetingsQuery, partnerHistoryQuery } from '../api/meetings-history';
import { CancelMeetingButton } from './CancelMeetingButton';
import { CompleteMeetingButton } from './CompleteMeetingButton';
import { NotHeldButton } from './NotHeldButton';
import { RescheduleMeetingButton } from './RescheduleMeetingButton';
import { partnerMeetingLists } from '../rules/lists';
import { MeetingList } from './MeetingSection';
import { MorePastButton } from './MorePastButton';
import { PlanMeetingDialog } from './PlanMeetingDialog';
import { useNow } from './use-now';
import { useFocusedMeeting } from './use-focused-meeting';
import { Notice } from '../../../components/ui/Notice';
import * as styles from './MeetingsPage.css';
import * as tabs from './Tabs.css';

type PartnerTab = 'overview' | 'completed';

const partnerTabs: { id: PartnerTab; label: string }[] = [
  { id: 'overview', label: 'Übersicht' },
  { id: 'completed', label: 'Verlauf' },
];

/**
 * Spec 02 §4: 'Complete' on every scheduled, unconfirmed meeting; 'Delete' only on future ones;
 * issue 15: 'Nicht stattgefunden' beside 'Complete' once the meeting has begun; issue 19:
 * 'Verschieben' beside 'Delete'.
 */
function meetingActions(m: MeetingView, now: Date) {
  const complete = m.status === 'scheduled' && !m.partnerConfirmed;
  const notHeld = complete && canMarkNotHeld(m, now);
  const cancel = canCancel(m, now);
  if (!complete && !cancel) return undefined;
  return (
    <>
      {complete ? <CompleteMeetingButton meeting={m} /> : null}
      {notHeld ? <NotHeldButton meeting={m} /> : null}
      {cancel ? <RescheduleMeetingButton meeting={m} /> : null}
      {cancel ? <CancelMeetingButton meeting={m} /> : null}
    </>
  );
}

const byClient = () => ({ person: 'client' as const });

/** 'Verlauf': the held meetings, newest first, a page at a time (issue 17: the history grows forever). */
function CompletedHistory() {
  const query = useSuspenseInfiniteQuery(partnerHistoryQuery);
  const meetings = query.data.pages.flatMap((p) => p.meetings);
  const total = query.data.pages.at(-1)!.total;
  return (
    <MeetingList
      list="completed"
      count={total}
      meetings={meetings}
      item={byClient}
      footer={
        query.hasNextPage ? (
          <div className={styles.more}>
            <MorePastButton
              remaining={total - meetings.length}
              loading={query.isFetchingNextPage}
              onLoad={() => void query.fetchNextPage()}
            />
          </div>
        ) : null
      }
    />
  );
}

interface PartnerMeetingsViewProps {
  tab: PartnerTab;
  onTabChange: (tab: PartnerTab) => void;
  /** the meeting a mail links to (`?meeting=ID`, issue 34): brought into view with its 'Verschieben' */
  focus?: string | undefined;
}

/** Partner /partner/meetings: plan, the three lists, and the completed history (?tab=completed). */
export function PartnerMeetingsView({ tab, onTabChange, focus }: PartnerMeetingsViewProps) {
  const { data: history } = useSuspenseQuery(myMeetingsQuery);
  const now = useNow();
  const lists = partnerMeetingLists(history, now);
  const open = [...lists.toFinish, ...lists.upcoming];
  const focusIsOpen = focus !== undefined && open.some((m) => m.id === focus);
  useFocusedMeeting(tab === 'overview' && focusIsOpen ? focus : undefined);

  return (
    <div className={styles.sections}>
      {focus !== undefined && !focusIsOpen ? (
        <Notice tone="info">
          Der Termin aus Ihrer E-Mail steht nicht mehr an: Er wurde abgesagt, abgeschlossen oder einem anderen
          Accelerator übergeben.
        </Notice>
      ) : null}
      <div className={styles.toolbar}>
        <PlanMeetingDialog />
      </div>
      <Tabs
        selectedKey={tab}
        onSelectionChange={(key) => onTabChange(key === 'completed' ? 'completed' : 'overview')}
        className={tabs.tabs}
      >
        <TabList aria-label="Ansicht" className={tabs.tabList}>
          {partnerTabs.map((t) => (
            <Tab key={t.id} id={t.id} className={tabs.tab}>
              {t.label}
            </Tab>
          ))}
        </TabList>
        <TabPanel id="overview" className={styles.sections}>
          <MeetingList
            list="toFinish"
            subtitle="Begonnen vor mehr als 30 Minuten und noch nicht abgeschlossen."
            meetings={lists.toFinish}
            item={(m) => ({ person: 'client', flag: 'Abschluss offen', actions: meetingActions(m, now) })}
          />
          <MeetingList
            list="upcoming"
            meetings={lists.upcoming}
            item={(m) => ({ person: 'client', actions: meetingActions(m, now) })}
          />
          <MeetingList
            list="past"
            subtitle={
              lists.pastTotal > PAST_SHOWN.partner
                ? `Die letzten ${PAST_SHOWN.partner} von ${lists.pastTotal}; alle abgeschlossenen im Verlauf.`
                : undefined
            }
            count={lists.pastTotal}
            meetings={lists.past}
            item={byClient}
          />
        </TabPanel>
        <TabPanel id="completed" className={styles.sections}>
          <QueryBoundary message={meetingMessages.loadFailed}>
            <CompletedHistory />
          </QueryBoundary>
        </TabPanel>
      </Tabs>
    </div>
  );
}

import type { EventModule } from '../../server/eventstore';
import { calendarPrivacy } from './privacy';
import { accountEndReactions } from './account-ends';
import { coachCopyReactions } from './coach-copy/copy-reactions';
import { feedDecider } from './decide';
import { calendarProjection } from './projections';
import { calendarPush } from './push';

export { calendarRoutes } from './routes';
export { calendarErrors } from './errors';
export { settleCopiesOf, startCoachCopyJobs } from './coach-copy/copy-job';

export const calendarModule: EventModule = {
  name: 'calendar',
  privacy: calendarPrivacy,
  labels: {
    CalendarFeedCreated: 'Kalender-Abo eingerichtet',
    CalendarFeedRevoked: 'Kalender-Abo beendet',
  },
  projections: [calendarProjection],
  streams: [feedDecider],
  push: calendarPush,
  reactions: [...accountEndReactions, ...coachCopyReactions],
};

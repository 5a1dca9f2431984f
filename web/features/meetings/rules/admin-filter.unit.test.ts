import { describe, expect, it } from 'vitest';
import { filterMeetings } from '../../../../modules/meetings/contract';
import { testMeeting } from './test-meeting';

const meetings = [
  testMeeting({
    id: 'a',
    startsAt: '2026-03-05T13:30:00Z',
    date: '2026-03-05',
    clientName: 'Peter Wagner',
    partnerName: 'Sabine Krüger',
    status: 'completed',
  }),
  testMeeting({
    id: 'b',
    startsAt: '2026-04-01T08:00:00Z',
    date: '2026-04-01',
    clientName: 'Anna Zeller',
    partnerName: 'Markus Berger',
  }),
  testMeeting({
    id: 'c',
    startsAt: '2026-02-01T08:00:00Z',
    date: '2026-02-01',
    clientName: 'Lena Fischer',
    partnerName: 'Markus Berger',
    status: 'cancelled',
  }),
];
const ids = (list: { id: string }[]) => list.map((m) => m.id);

describe('admin meeting filter', () => {
  it('sorts by date, newest first, by default', () => {
    expect(ids(filterMeetings(meetings, { search: '', status: 'all', sort: 'date' }))).toEqual(['b', 'a', 'c']);
  });

  it('searches client, partner, German date and status label, ignoring case', () => {
    const find = (search: string) => ids(filterMeetings(meetings, { search, status: 'all', sort: 'date' }));
    expect(find('wagner')).toEqual(['a']);
    expect(find('krüger')).toEqual(['a']);
    expect(find('05.03.2026')).toEqual(['a']);
    expect(find('abgesagt')).toEqual(['c']);
    expect(find('berger geplant')).toEqual(['b']);
  });

  it('filters by status and sorts by client or status', () => {
    expect(ids(filterMeetings(meetings, { search: '', status: 'completed', sort: 'date' }))).toEqual(['a']);
    expect(ids(filterMeetings(meetings, { search: '', status: 'all', sort: 'client' }))).toEqual(['b', 'c', 'a']);
    expect(ids(filterMeetings(meetings, { search: '', status: 'all', sort: 'status' }))).toEqual(['b', 'a', 'c']);
  });
});

import { systemKeys, type BackupTaken, type SystemState } from '../../../../lib/system-state';
import { api } from '../../../api/client';
import { loadQuery } from '../../../api/resource';

// The portal's own state for the admin (GET /api/system). No event pushes it: it is read when the
// settings page opens, and again after 'Jetzt sichern'.

export const systemStateQuery = loadQuery<SystemState>(systemKeys.state, '/api/system');

/** 'Jetzt sichern': answered once the file is written. Never retried: a second click is a second backup. */
export const backUpNow = () => api.post<BackupTaken>('/api/system/backup', undefined, { retries: 0 });

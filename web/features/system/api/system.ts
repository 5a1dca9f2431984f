import { systemKeys, type SystemState } from '../../../../lib/system-state';
import { loadQuery } from '../../../api/resource';

// The portal's own state for the admin (GET /api/system). No event pushes it: it is read when the
// settings page opens.

export const systemStateQuery = loadQuery<SystemState>(systemKeys.state, '/api/system');

import type { TaskGiverRole } from './events';

export interface TasksTables {
  /** One row per task (`0018_tasks`): open or done, and whether its reminder went out. */
  client_tasks: {
    id: string;
    client_id: string;
    given_by: string;
    giver_role: TaskGiverRole;
    title: string;
    details: string | null;
    due_on: string | null;
    meeting_id: string | null;
    given_at: Date;
    done: boolean;
    done_at: Date | null;
    done_by: string | null;
    reminded: boolean;
    version: number;
  };
}

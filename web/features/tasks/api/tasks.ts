import { queryOptions } from '@tanstack/react-query';
import { tasksKeys, type GiveTaskRequest, type OverdueTask, type Task } from '../../../../modules/tasks/contract';
import { api } from '../../../api/client';

// The tasks given to a client (issue 33). A client reads their own with their own id.

export const clientTasksQuery = (clientId: string) =>
  queryOptions({
    queryKey: tasksKeys.ofClient(clientId),
    queryFn: async ({ signal }) =>
      (await api.load<{ tasks: Task[] }>(`/api/clients/${encodeURIComponent(clientId)}/tasks`, { signal })).tasks,
  });

/** The open tasks past their day: an Accelerator's current clients', or every client's (the office). */
export const overdueTasksQuery = queryOptions({
  queryKey: tasksKeys.overdue,
  queryFn: async ({ signal }) => (await api.load<{ tasks: OverdueTask[] }>('/api/tasks/overdue', { signal })).tasks,
});

export const giveTask = (clientId: string, body: GiveTaskRequest) =>
  api.post<{ id: string }>(`/api/clients/${encodeURIComponent(clientId)}/tasks`, body, { retries: 0 });

export const tickTask = (task: Pick<Task, 'id'>, done: boolean) =>
  api.post<{ success: true }>(`/api/tasks/${encodeURIComponent(task.id)}/${done ? 'done' : 'reopen'}`, undefined, {
    retries: 0,
  });

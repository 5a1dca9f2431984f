// The public entry of this feature: routes and other features import it only from here (web/README.md).
export { overdueTasksQuery } from './api/tasks';
export { tasksScreen } from './components/tasks-screen';
export { OverdueTasksCard } from './components/OverdueTasksCard';
export { ClientTasks } from './components/ClientTasks';

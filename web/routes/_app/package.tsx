import { createFileRoute } from '@tanstack/react-router';
import { MyPackagePage } from '../../features/packages/components/MyPackagePage';

export const Route = createFileRoute('/_app/package')({
  component: MyPackagePage,
});

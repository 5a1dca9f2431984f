import { createFileRoute } from '@tanstack/react-router';
import { MyPackagePage } from '../../components/packages/MyPackagePage';

export const Route = createFileRoute('/_app/package')({
  component: MyPackagePage,
});

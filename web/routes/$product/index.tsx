import { createFileRoute, redirect } from '@tanstack/react-router';
import { guardProductRoute } from '../../auth/product-route';

// `/{product}` starts at step 1: the step is kept in the URL.
export const Route = createFileRoute('/$product/')({
  beforeLoad: async ({ context, params, preload }) => {
    await guardProductRoute(context.queryClient, params.product, preload);
    throw redirect({ to: '/$product/$step', params: { product: params.product, step: '1' }, replace: true });
  },
});

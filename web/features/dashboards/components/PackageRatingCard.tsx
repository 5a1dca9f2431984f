import { useStore } from '@tanstack/react-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { rateRequest } from '../../../../modules/packages/contract';
import { bodyMessage, isApiError } from '../../../api/errors';
import { userDashboardQuery } from '../api/dashboards';
import { ratePackage } from '../api/dashboards-rating';
import { RatingStars } from '../../archive';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { sendForm, useAppForm } from '../../../components/form/use-app-form';
import { formSchema } from '../../../lib/validation';
import { RatingInput } from './RatingInput';
import { toast } from '../../../components/ui/toast-queue';
import * as styles from './Dashboard.css';

/** A finished (completed or expired) package is rated once by its client, 1-5 stars and an optional comment. */
export function PackageRatingCard() {
  const query = useQuery(userDashboardQuery);
  const up = query.data?.activePackage?.userPackage;
  if (!up || (up.status !== 'completed' && up.status !== 'expired')) return null;
  return (
    <Card
      title="Wie war Ihr Paket?"
      subtitle={`Ihre Bewertung von „${up.name}“ hilft uns, besser zu werden.`}
      testId="package-rating"
    >
      {up.rating !== null ? <Thanks rating={up.rating} /> : <RatingForm userPackageId={up.id} />}
    </Card>
  );
}

function Thanks({ rating }: { rating: number }) {
  return (
    <p className={styles.muted}>
      Danke für Ihre Bewertung: <RatingStars rating={rating} />
    </p>
  );
}

const noRating: { rating: number | null; comment: string } = { rating: null, comment: '' };

function RatingForm({ userPackageId }: { userPackageId: string }) {
  const queryClient = useQueryClient();
  const rate = useMutation({
    mutationFn: ({ rating, comment }: { rating: number; comment: string }) =>
      ratePackage(userPackageId, rating, comment.trim() || null),
    onSuccess: () => {
      toast.success('Danke für Ihre Bewertung!');
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
      void queryClient.invalidateQueries({ queryKey: ['packages'] });
    },
    onError: (error) =>
      toast.error(
        'Die Bewertung konnte nicht gespeichert werden.',
        isApiError(error) ? bodyMessage(error.data) : undefined,
      ),
  });
  const form = useAppForm({
    defaultValues: noRating,
    validators: { onSubmit: formSchema(rateRequest, noRating) },
    onSubmit: ({ value }) =>
      value.rating === null ? undefined : rate.mutate({ rating: value.rating, comment: value.comment }),
  });
  // Sending waits for the stars (spec 02 §5: 1-5); the comment is optional.
  const rated = useStore(form.store, (state) => state.values.rating !== null);
  return (
    <>
      <form.Field name="rating">
        {(field) => <RatingInput value={field.state.value} onChange={field.handleChange} />}
      </form.Field>
      <form.AppField name="comment">
        {(field) => <field.TextAreaField label="Kommentar (optional)" rows={3} maxLength={1000} />}
      </form.AppField>
      <div>
        <Button onPress={() => sendForm(form)} isDisabled={!rated} isPending={rate.isPending}>
          Bewertung senden
        </Button>
      </div>
    </>
  );
}

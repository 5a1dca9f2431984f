import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { bodyMessage, isApiError } from '../../../api/errors';
import { userDashboardQuery } from '../api/dashboards';
import { ratePackage } from '../api/dashboards-rating';
import { RatingStars } from '../../archive/components/RatingStars';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { RatingInput } from './RatingInput';
import { toast } from '../../../components/ui/toast-queue';
import * as styles from './Dashboard.css';

/** A finished (completed or expired) package is rated once by its client, 1-5 stars and an optional comment. */
export function PackageRatingCard() {
  const query = useQuery(userDashboardQuery);
  const up = query.data?.activePackage?.userPackage;
  if (!up || (up.status !== 'completed' && up.status !== 'expired')) return null;
  return (
    <Card title="Wie war Ihr Paket?" subtitle={`Ihre Bewertung von „${up.name}“ hilft uns, besser zu werden.`} testId="package-rating">
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

function RatingForm({ userPackageId }: { userPackageId: string }) {
  const queryClient = useQueryClient();
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const rate = useMutation({
    mutationFn: () => ratePackage(userPackageId, rating ?? 0, comment.trim() || null),
    onSuccess: () => {
      toast.success('Danke für Ihre Bewertung!');
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
      void queryClient.invalidateQueries({ queryKey: ['packages'] });
    },
    onError: (error) => toast.error('Die Bewertung konnte nicht gespeichert werden.', isApiError(error) ? bodyMessage(error.data) : undefined),
  });
  return (
    <>
      <RatingInput value={rating} onChange={setRating} />
      <TextAreaField label="Kommentar (optional)" value={comment} onChange={setComment} rows={3} maxLength={1000} />
      <div>
        <Button onPress={() => rate.mutate()} isDisabled={rating === null} isPending={rate.isPending}>Bewertung senden</Button>
      </div>
    </>
  );
}

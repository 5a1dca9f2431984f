import { Button } from '../../../components/ui/Button';

/** 'Weitere anzeigen (n weitere)': loads the next page of the past (issue 17). */
export function MorePastButton({
  remaining,
  loading,
  onLoad,
}: {
  remaining: number;
  loading: boolean;
  onLoad: () => void;
}) {
  return (
    <Button variant="secondary" isPending={loading} onPress={onLoad}>
      {`Weitere anzeigen (${remaining} weitere)`}
    </Button>
  );
}

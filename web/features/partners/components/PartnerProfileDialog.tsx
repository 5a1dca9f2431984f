import { useQuery } from '@tanstack/react-query';
import { partnerMessages } from '../../../../modules/partners/contract';
import { partnerQuery } from '../api/partners';
import { ButtonLink } from '../../../components/ui/Link';
import { DialogActions, ModalDialog } from '../../../components/ui/ModalDialog';
import { LoadError } from '../../../components/errors/LoadError';
import { Spinner } from '../../../components/ui/Spinner';
import type { DirectoryEntry } from '../rules/directory';
import { PartnerProfileView } from './PartnerProfileView';

/** The directory's profile dialog: expertise and references; the detail is fetched only if the list lacked them (spec 02 §7). */
export function PartnerProfileDialog({ entry, onClose }: { entry: DirectoryEntry | null; onClose: () => void }) {
  const id = entry?.profile.userId ?? '';
  const incomplete =
    entry !== null && (!Array.isArray(entry.profile.expertise) || !Array.isArray(entry.profile.references));
  const detail = useQuery({ ...partnerQuery(id), enabled: incomplete });
  const profile = incomplete ? detail.data : entry?.profile;

  return (
    <ModalDialog
      title={entry?.profile.name ?? 'Accelerator'}
      isOpen={entry !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      size="lg"
    >
      {profile ? (
        <PartnerProfileView profile={profile} assigned={entry?.assigned} headingLevel={3} showName={false} />
      ) : null}
      {incomplete && detail.isPending ? <Spinner /> : null}
      {incomplete && detail.isError ? (
        <LoadError message={partnerMessages.detailsFailed} onRetry={() => void detail.refetch()} />
      ) : null}
      {entry ? (
        <DialogActions>
          <ButtonLink variant="secondary" to="/partners/$id" params={{ id: entry.profile.userId }}>
            Profilseite öffnen
          </ButtonLink>
        </DialogActions>
      ) : null}
    </ModalDialog>
  );
}

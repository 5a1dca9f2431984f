import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../api/download';
import { Button } from '../../../components/ui/Button';
import { toast } from '../../../components/ui/toast-queue';
import { questionnaireDownloadError } from '../rules/questionnaire-download';

interface QuestionnaireDownloadButtonProps {
  /** The download's path (`questionnairePaths.download` or `.clientDownload`). */
  path: string;
  /** The file's name if the server names none. */
  fallbackName: string;
  label: string;
}

/**
 * A questionnaire as a file (the admin's client details, the partner's client list). Fetched rather
 * than linked, so a failure names its cause (spec 02 §8) instead of opening an error page.
 */
export function QuestionnaireDownloadButton({ path, fallbackName, label }: QuestionnaireDownloadButtonProps) {
  const download = useMutation({
    mutationFn: () => downloadFile(path, fallbackName),
    onError: (error) => toast.error('Fehler', questionnaireDownloadError(error)),
  });
  return (
    <Button variant="secondary" onPress={() => download.mutate()} isPending={download.isPending}>
      {label}
    </Button>
  );
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { partnerMessages, partnersKeys, type PartnerProfile } from '../../../../modules/partners/contract';
import { editableProfileQuery } from '../api/partners';
import { createProfile, updateProfile, type ProfileBody } from '../api/partners-write';
import { bodyCode, bodyFieldErrors, bodyMessage, isApiError } from '../../../api/errors';
import { toast } from '../../../components/ui/toast-queue';

/** What a failed save means for the editor. */
interface SaveFailure {
  /** Someone else changed (or created) the profile meanwhile: reload before saving again. */
  stale: boolean;
  message: string;
  /** The server's per-field messages (`errors`), keyed like the form's paths. */
  fieldErrors: Record<string, string>;
}

export function saveFailureOf(error: unknown): SaveFailure {
  if (!isApiError(error)) return { stale: false, message: partnerMessages.saveFailed, fieldErrors: {} };
  const code = bodyCode(error.data);
  if (code === 'VERSION_CONFLICT' || code === 'IF_MATCH_REQUIRED')
    return { stale: true, message: partnerMessages.versionConflict, fieldErrors: {} };
  if (code === 'PROFILE_EXISTS') return { stale: true, message: partnerMessages.profileExists, fieldErrors: {} };
  return {
    stale: false,
    message: bodyMessage(error.data) ?? partnerMessages.saveFailed,
    fieldErrors: bodyFieldErrors(error.data),
  };
}

/**
 * "Create when none exists, else update" (spec 02 §4). The update names the version the editor
 * started from, so a concurrent change answers 409 instead of being overwritten. `own`: the
 * Accelerator saves their own profile (thanked in German; the spec's English texts are the admin's).
 */
export function useSaveProfile(userId: string, own = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, baseVersion }: { body: ProfileBody; baseVersion: number | null }): Promise<PartnerProfile> =>
      baseVersion === null ? createProfile(userId, body) : updateProfile(userId, baseVersion, body),
    meta: {
      errorToast: (error) => ({
        title: own ? partnerMessages.ownProfileSaveFailed : partnerMessages.saveFailed,
        description: saveFailureOf(error).message,
      }),
      invalidates: [partnersKeys.all],
    },
    onSuccess: (saved, { baseVersion }) => {
      queryClient.setQueryData(editableProfileQuery(userId).queryKey, saved);
      if (own) toast.success(partnerMessages.ownProfileSaved);
      else toast.success(baseVersion === null ? partnerMessages.created : partnerMessages.updated);
    },
  });
}

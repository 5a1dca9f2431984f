import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { identityKeys, type User } from '../../../modules/identity/contract';
import { consentLabel, LEGAL_VERSIONS, legalMessages } from '../../../lib/legal-versions';
import { acceptTerms } from '../../api/auth';
import { useLogout } from '../../auth/use-logout';
import { Button } from '../ui/Button';
import { CheckboxField } from '../ui/CheckboxField';
import { DialogActions, ModalDialog } from '../ui/ModalDialog';
import { Notice } from '../ui/Notice';
import { toast } from '../ui/toast-queue';
import { TermsLinks } from './TermsLinks';

/** Agree, or sign out: shown to whom `asksForTerms` names, before anything else. */
export default function TermsUpdateDialog({ user }: { user: User }) {
  const queryClient = useQueryClient();
  const logout = useLogout();
  const [checked, setChecked] = useState(false);
  const [missing, setMissing] = useState(false);
  const accept = useMutation({
    mutationFn: () => acceptTerms(LEGAL_VERSIONS),
    onSuccess: (updated) => {
      queryClient.setQueryData(identityKeys.me, updated);
      toast.success(legalMessages.accepted);
    },
    meta: { errorToast: legalMessages.acceptFailed },
  });
  const first = user.termsAccepted === null;
  return (
    <ModalDialog
      title={first ? 'Nutzungsbedingungen und Datenschutz' : 'Geänderte Nutzungsbedingungen und Datenschutzerklärung'}
      isOpen
      onOpenChange={() => {}}
      dismissable={false}
      isBusy={accept.isPending}
    >
      <p>
        {first
          ? 'Bevor Sie das Portal weiter nutzen, bitten wir Sie einmal um Ihre Zustimmung.'
          : 'Wir haben unsere Nutzungsbedingungen oder unsere Datenschutzerklärung geändert. Bitte lesen Sie sie und stimmen Sie einmal zu.'}
      </p>
      <TermsLinks />
      {missing && !checked ? <Notice tone="error">{legalMessages.consentRequired}</Notice> : null}
      <CheckboxField isSelected={checked} onChange={setChecked}>
        {consentLabel}
      </CheckboxField>
      <DialogActions>
        <Button variant="secondary" onPress={() => void logout()} isDisabled={accept.isPending}>
          Abmelden
        </Button>
        <Button isPending={accept.isPending} onPress={() => (checked ? accept.mutate() : setMissing(true))}>
          Zustimmen
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}

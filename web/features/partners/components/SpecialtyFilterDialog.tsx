import { useState } from 'react';
import { Checkbox, CheckboxGroup, Label } from 'react-aria-components';
import { specialties } from '../../../../modules/partners/contract';
import { Button } from '../../../components/ui/Button';
import { LineIcon } from '../../../components/ui/LineIcon';
import { DialogActions, ModalDialog } from '../../../components/ui/ModalDialog';
import * as styles from './Directory.css';

interface SpecialtyFilterDialogProps {
  chosen: string[];
  onApply: (chosen: string[]) => void;
  /** How many listed partners have each specialty. */
  counts: ReadonlyMap<string, number>;
}

/** The directory's specialization filter: a button with the count, and a dialog of checkable chips. */
export function SpecialtyFilterDialog({ chosen, onApply, counts }: SpecialtyFilterDialogProps) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<string[]>(chosen);
  const openDialog = () => {
    setDraft(chosen);
    setOpen(true);
  };
  const apply = (next: string[]) => {
    onApply(next);
    setOpen(false);
  };
  return (
    <>
      <Button variant="secondary" onPress={openDialog}>
        <LineIcon size={16} strokeWidth={2} rounded={false}>
          <path d="M4 5h16l-6 8v5l-4 2v-7L4 5Z" />
        </LineIcon>
        Fachgebiet filtern{chosen.length > 0 ? ` (${chosen.length})` : ''}
      </Button>
      <ModalDialog
        title="Nach Fachgebiet filtern"
        subtitle="Zeigt Acceleratoren mit einem der gewählten Fachgebiete."
        isOpen={open}
        onOpenChange={setOpen}
      >
        <CheckboxGroup value={draft} onChange={setDraft} className={styles.filterGroup}>
          <Label className={styles.filterLabel}>Fachgebiete</Label>
          <div className={styles.chips}>
            {specialties.map((s) => (
              <Checkbox key={s} value={s} className={styles.chip}>
                {s}
                <span className={styles.chipCount}>{counts.get(s) ?? 0}</span>
              </Checkbox>
            ))}
          </div>
        </CheckboxGroup>
        <DialogActions>
          <Button variant="ghost" onPress={() => apply([])} isDisabled={draft.length === 0 && chosen.length === 0}>
            Zurücksetzen
          </Button>
          <Button onPress={() => apply(draft)}>Filter anwenden</Button>
        </DialogActions>
      </ModalDialog>
    </>
  );
}

import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { MilestoneTemplateItem } from '../../../../modules/milestones/contract';
import { milestoneTemplateQuery } from '../api/milestones';
import { Button } from '../../../components/ui/Button';
import { queryCard } from '../../../components/errors/QueryCard';
import { StatusPill } from '../../../components/ui/StatusPill';
import { RemoveTemplateItemDialog } from './RemoveTemplateItemDialog';
import { TemplateItemDialog } from './TemplateItemDialog';
import * as styles from './Milestones.css';
import { DividedList } from '../../../components/ui/DividedList';

type Editing =
  { kind: 'edit'; item: MilestoneTemplateItem | null } | { kind: 'remove'; item: MilestoneTemplateItem } | null;

/** The per-step buttons; each opens the dialog of its kind for that step. */
const itemActions = [
  { kind: 'edit', label: 'Bearbeiten', variant: 'secondary' },
  { kind: 'remove', label: 'Entfernen', variant: 'ghost' },
] as const;

/** Admins: the steps every client's plan is copied from when a package is activated. */
export const TemplateCard = queryCard(
  {
    title: 'Vorlage für neue Pläne',
    subtitle:
      'Jeder Klient erhält diese Schritte, sobald sein Paket aktiviert wird. Bestehende Pläne bleiben unverändert.',
    testId: 'milestone-template',
    loadError: 'Die Vorlage konnte nicht geladen werden.',
  },
  TemplateItems,
);

function TemplateItems() {
  const { data } = useSuspenseQuery(milestoneTemplateQuery);
  const [editing, setEditing] = useState<Editing>(null);
  const items = [...data].sort((a, b) => a.order - b.order);
  const nextOrder = (items.at(-1)?.order ?? 0) + 1;

  return (
    <>
      {items.length === 0 ? (
        <p className={styles.muted}>Die Vorlage ist leer: neue Klienten erhalten keinen Plan.</p>
      ) : null}
      {items.length > 0 ? (
        <DividedList as="ol" space="lg" aria-label="Schritte der Vorlage">
          {items.map((item, i) => (
            <li key={item.id} className={styles.templateItem} data-testid="template-item">
              <span className={styles.mark.open} aria-hidden="true">
                {i + 1}
              </span>
              <div className={styles.body}>
                <div className={styles.head}>
                  <span className={styles.name}>{item.name}</span>
                  {item.requiresPartner ? <StatusPill tone="neutral">Mit Accelerator</StatusPill> : null}
                </div>
                {item.description ? <p className={styles.description}>{item.description}</p> : null}
              </div>
              <div className={styles.templateActions}>
                {itemActions.map((action) => (
                  <Button
                    key={action.kind}
                    variant={action.variant}
                    onPress={() => setEditing({ kind: action.kind, item })}
                    aria-label={`${action.label}: ${item.name}`}
                  >
                    {action.label}
                  </Button>
                ))}
              </div>
            </li>
          ))}
        </DividedList>
      ) : null}
      <div>
        <Button onPress={() => setEditing({ kind: 'edit', item: null })}>Schritt hinzufügen</Button>
      </div>
      {editing?.kind === 'edit' ? (
        <TemplateItemDialog item={editing.item} nextOrder={nextOrder} onClose={() => setEditing(null)} />
      ) : null}
      {editing?.kind === 'remove' ? (
        <RemoveTemplateItemDialog item={editing.item} onClose={() => setEditing(null)} />
      ) : null}
    </>
  );
}

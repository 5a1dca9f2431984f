import { useStore } from '@tanstack/react-form';
import { Label, RadioGroup, ToggleButton } from 'react-aria-components';
import { packageTypeInfo, wizardTexts, type PackageType } from '../../../../../modules/onboarding/contract';
import { sendForm, useAppForm } from '../../../../components/form/use-app-form';
import { Button, classForButton } from '../../../../components/ui/Button';
import type { Wizard } from '../wizard/use-wizard';
import * as wizardStyles from '../wizard/Wizard.css';
import { PackageCard } from './PackageCard';
import { CheckMark } from '../CheckMark';
import { FeatureList } from './FeatureList';
import * as styles from './Package.css';

const standardPackages = ['starter', 'accelerator', 'leadership'] as const;

/**
 * Step 2: the recommendation highlighted among the package types; 'Individuelles Paket
 * zusammenstellen' picks custom; 'Weiter' takes the recommendation when nothing is picked.
 */
export function PackageStep({ wizard, onBack, onDone }: { wizard: Wizard; onBack: () => void; onDone: () => void }) {
  const { recommendation } = wizard;
  // One field, set by the radio cards and by the custom toggle; 'Weiter' submits it.
  const form = useAppForm({
    defaultValues: { choice: wizard.progress.selectedPackage as PackageType | null },
    onSubmit: ({ value }) => {
      wizard.confirmPackage(value.choice);
      onDone();
    },
  });
  const choice = useStore(form.store, (state) => state.values.choice);
  const setChoice = (next: PackageType | null) => form.setFieldValue('choice', next);
  const custom = packageTypeInfo.custom;
  const recommended = packageTypeInfo[recommendation];

  return (
    <section className={wizardStyles.panel} aria-labelledby="package-step-title">
      <div>
        <h2 id="package-step-title" className={wizardStyles.panelTitle}>
          Unsere Empfehlung für Sie: {recommended.title}
        </h2>
        <p className={wizardStyles.muted}>{recommended.subtitle}</p>
      </div>
      <RadioGroup
        className={styles.group}
        value={choice === 'custom' ? null : choice}
        onChange={(v) => setChoice(v as PackageType)}
      >
        <Label className={wizardStyles.muted}>Wählen Sie das Paket, das am besten zu Ihnen passt.</Label>
        <div className={styles.grid}>
          {standardPackages.map((id) => (
            <PackageCard key={id} info={packageTypeInfo[id]} recommended={id === recommendation} />
          ))}
        </div>
      </RadioGroup>
      <div className={styles.custom} data-selected={choice === 'custom'} data-testid="package-custom">
        <div className={styles.customText}>
          <span className={styles.title}>{custom.title}</span>
          <span className={styles.subtitle}>{custom.subtitle}</span>
          <FeatureList features={custom.features} className={styles.customFeatures} />
        </div>
        <ToggleButton
          className={`${classForButton('secondary')} ${styles.toggle}`}
          isSelected={choice === 'custom'}
          onChange={(on) => setChoice(on ? 'custom' : null)}
        >
          {({ isSelected }) => (
            <>
              {isSelected ? <CheckMark size={14} /> : null}
              {wizardTexts.customPackage}
            </>
          )}
        </ToggleButton>
      </div>
      <div className={wizardStyles.actions}>
        <Button variant="secondary" onPress={onBack}>
          Zurück
        </Button>
        <Button onPress={() => sendForm(form)}>{wizardTexts.next}</Button>
      </div>
    </section>
  );
}

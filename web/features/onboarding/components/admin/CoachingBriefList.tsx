import type { CoachingBrief } from '../../../../../modules/onboarding/contract';
import { Fact, FactList } from '../../../../components/ui/FactList';
import * as styles from './Detail.css';

const rows: { key: keyof CoachingBrief; label: string }[] = [
  { key: 'strategicChallenges', label: 'Strategische Herausforderungen' },
  { key: 'developmentReadiness', label: 'Entwicklungsbereitschaft' },
  { key: 'commitmentLevel', label: 'Commitment' },
  { key: 'entrepreneurType', label: 'Unternehmertyp' },
  { key: 'transformationGoals', label: 'Transformationsziele' },
  { key: 'coachingApproach', label: 'Coaching-Ansatz' },
  { key: 'conversationOpeners', label: 'Gesprächseinstiege' },
];

/** The coaching brief for the first conversation (spec 01 §3), with the export's German labels. */
export function CoachingBriefList({ brief }: { brief: CoachingBrief }) {
  return (
    <FactList labelWidth="fluid" testId="coaching-brief">
      {rows.map(({ key, label }) => {
        const value = brief[key];
        return (
          <Fact key={key} label={label}>
            {Array.isArray(value) ? (
              value.length ? (
                <ul className={styles.valueList}>
                  {value.map((v) => (
                    <li key={v}>{v}</li>
                  ))}
                </ul>
              ) : (
                '–'
              )
            ) : (
              value || '–'
            )}
          </Fact>
        );
      })}
    </FactList>
  );
}

import { officeOwnedFields, type PartnerProfile } from '../../../../modules/partners/contract';
import { Fact, FactList } from '../../../components/ui/FactList';
import { formatEuro, formatHoursStd } from '../../../../lib/german/format';
import { ProfileReferences } from './ProfileReferences';
import * as styles from './ProfileEditor.css';

/**
 * What the office keeps of an Accelerator's profile (contract `officeOwnedFields`), shown to the
 * Accelerator in their own editor as facts, not fields: the server refuses a change of them.
 */
export function OfficeFacts({ profile }: { profile: PartnerProfile }) {
  return (
    <FactList layout="grid" columns={2} testId="office-facts">
      <Fact label={officeOwnedFields.specialty}>{profile.specialty}</Fact>
      <Fact label={officeOwnedFields.active}>{profile.active ? 'Ja, im Verzeichnis sichtbar' : 'Nein'}</Fact>
      <Fact label={officeOwnedFields.hourlyRate}>
        {profile.hourlyRate === null ? 'Nicht hinterlegt' : formatEuro(profile.hourlyRate)}
      </Fact>
      <Fact label={officeOwnedFields.availableHours}>
        {profile.availableHours === null ? 'Nicht hinterlegt' : formatHoursStd(profile.availableHours)}
      </Fact>
    </FactList>
  );
}

/** The references as clients see them; the office records them (their stars are not self-awarded). */
export function OfficeReferences({ profile }: { profile: PartnerProfile }) {
  return (
    <div className={styles.readOnly}>
      <ProfileReferences references={profile.references} />
    </div>
  );
}

import { useSuspenseQuery } from '@tanstack/react-query';
import { LOW_HOURS_THRESHOLD, packageMessages } from '../../../../modules/packages/contract';
import { meetingHoursQuery } from '../api/meetings-package';
import { queryCard } from '../../../components/errors/QueryCard';
import { Fact, FactList } from '../../../components/ui/FactList';
import { TextLink } from '../../../components/ui/Link';
import { Notice } from '../../../components/ui/Notice';
import { ProgressMeter } from '../../../components/ui/ProgressMeter';
import { formatHours, formatHoursStd, hoursText } from '../../../../lib/german/format';
import * as styles from './HoursCard.css';

/** Client /meetings: how many of the package's hours are used (spec 02 §2 progress card). */
export const HoursCard = queryCard(
  { title: 'Stundenkontingent', testId: 'meeting-hours', loadError: packageMessages.loadError },
  Hours,
);

function Hours() {
  const { data } = useSuspenseQuery(meetingHoursQuery);
  const up = data?.userPackage;
  // Spec 02 §9: the used share of the total hours, rounded.
  const usedPercent =
    up && up.totalHours > 0 ? Math.round(((up.totalHours - up.remainingHours) / up.totalHours) * 100) : 0;

  return (
    <>
      {!up || up.status !== 'active' ? (
        <p className={styles.muted}>
          Sie haben noch kein aktives Paket. Details finden Sie unter <TextLink to="/package">Mein Paket</TextLink>.
        </p>
      ) : null}
      {up && up.status === 'active' ? (
        <>
          <ProgressMeter
            label={`${formatHours(up.totalHours - up.remainingHours)} von ${hoursText(up.totalHours)} genutzt`}
            percent={usedPercent}
            valueLabel={`${usedPercent} %`}
            tone={up.remainingHours < LOW_HOURS_THRESHOLD ? 'warning' : 'default'}
          />
          <FactList layout="grid" columns={3} look="figures">
            <Fact label="Verbleibend">
              <span data-testid="remaining-hours">{formatHoursStd(up.remainingHours)}</span>
            </Fact>
            <Fact label="Davon für geplante Meetings reserviert">{formatHoursStd(up.reservedHours)}</Fact>
            <Fact label="Paket">{up.name}</Fact>
          </FactList>
          {up.remainingHours < LOW_HOURS_THRESHOLD ? <Notice tone="info">{packageMessages.lowHours}</Notice> : null}
        </>
      ) : null}
    </>
  );
}

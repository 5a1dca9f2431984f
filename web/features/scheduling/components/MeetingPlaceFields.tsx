import { useStore } from '@tanstack/react-form';
import {
  DEFAULT_PLATFORM,
  platformLabels,
  platforms,
  platformsWithLink,
  platformsWithLocation,
  platformsWithRoom,
  videoRoomHint,
  type Platform,
} from '../../../../modules/meetings/contract';
import { withFieldGroup } from '../../../components/form/use-app-form';

const platformOptions = platforms.map((p) => ({ id: p, label: platformLabels[p] }));

/** What the fields say: a single meeting's place, or the partner's default in the availability. */
const placeTexts = {
  meeting: {
    platform: 'Plattform',
    link: 'Meeting-Link (optional)',
    location: 'Adresse',
    locationHint: 'Wo Sie sich treffen; der Klient sieht sie im Termin und in der Einladung.',
  },
  availability: {
    platform: 'Standard-Plattform',
    link: 'Standard-Link (persönlicher Meetingraum)',
    location: 'Adresse für Termine vor Ort',
    locationHint: 'Wo Klienten Sie treffen, die einen Termin buchen.',
  },
};

/** The form's fields of the same names (both forms call them so). */
export const placeFieldNames = { platform: 'platform', link: 'link', location: 'location' } as const;

/**
 * Where a meeting takes place: the platform, then a link (Zoom, Teams, Meet; issue 34: 'Eigener
 * Raum je Termin' needs none) or an address (vor Ort). Planning a meeting and the partner's
 * default in the availability both ask it.
 */
export const MeetingPlaceFields = withFieldGroup({
  defaultValues: { platform: DEFAULT_PLATFORM as Platform, link: '', location: '' },
  props: { of: 'meeting' as keyof typeof placeTexts },
  render: function Render({ group, of }) {
    const texts = placeTexts[of];
    const platform = useStore(group.store, (state) => state.values.platform);
    return (
      <>
        <group.AppField name="platform">
          {(field) => (
            <field.SelectField
              label={texts.platform}
              options={platformOptions}
              {...(platformsWithRoom.includes(platform) ? { description: videoRoomHint } : {})}
            />
          )}
        </group.AppField>
        {platformsWithLink.includes(platform) ? (
          <group.AppField name="link">
            {(field) => <field.TextField label={texts.link} type="url" placeholder="https://" />}
          </group.AppField>
        ) : null}
        {platformsWithLocation.includes(platform) ? (
          <group.AppField name="location">
            {(field) => (
              <field.TextField label={texts.location} placeholder="Straße, PLZ Ort" description={texts.locationHint} />
            )}
          </group.AppField>
        ) : null}
      </>
    );
  },
});

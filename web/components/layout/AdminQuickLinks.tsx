import { ButtonLink } from '../ui/Link';

/** The quick ways from an admin overview (dashboard, packages) to the client and meeting lists. */
export function AdminQuickLinks() {
  return (
    <>
      <ButtonLink to="/admin/clients" variant="secondary">
        Klienten verwalten
      </ButtonLink>
      <ButtonLink to="/admin/meetings" variant="secondary">
        Meetings anzeigen
      </ButtonLink>
    </>
  );
}

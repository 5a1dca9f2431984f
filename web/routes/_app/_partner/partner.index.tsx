import { createFileRoute } from '@tanstack/react-router';
import { NextAppointmentCard } from '../../../components/meetings/NextAppointmentCard';
import { WelcomePage } from '../../../components/pages/WelcomePage';

export const Route = createFileRoute('/_app/_partner/partner/')({
  component: () => (
    <>
      <WelcomePage fallbackName="Accelerator" comesLater="Ihre Kennzahlen, der nächste Termin und Schnellzugriffe erscheinen hier." />
      <NextAppointmentCard />
    </>
  ),
});

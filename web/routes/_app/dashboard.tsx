import { createFileRoute } from '@tanstack/react-router';
import { NextAppointmentCard } from '../../components/meetings/NextAppointmentCard';
import { WelcomePage } from '../../components/pages/WelcomePage';

export const Route = createFileRoute('/_app/dashboard')({
  component: () => (
    <>
      <WelcomePage fallbackName="Klient" comesLater="Ihr Paket und Ihr nächster Termin erscheinen hier, sobald sie vorliegen." />
      <NextAppointmentCard />
    </>
  ),
});

import { createFileRoute } from '@tanstack/react-router';
import { RouteLoadError } from '../../../components/errors/LoadError';
import { Page } from '../../../components/ui/Page';
import { ReportsPage, reportsSearch, revenueReportQuery, yearToShow } from '../../../features/reports';

const title = 'Auswertungen';

export const Route = createFileRoute('/_app/_admin/admin/reports')({
  validateSearch: (search) => reportsSearch.parse(search),
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) =>
    queryClient.ensureQueryData(revenueReportQuery(yearToShow(deps, new Date()))),
  errorComponent: (props) => (
    <RouteLoadError {...props} title={title} message="Die Auswertung konnte nicht geladen werden." />
  ),
  component: function AdminReportsRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <Page
        title={title}
        subtitle="Die Zahlen der Firma je Monat und Jahr: Umsatz, Zahlungen, offene Posten, Stunden, Honorare und Marge."
      >
        <ReportsPage
          year={yearToShow(search, new Date())}
          onYearChange={(year) => void navigate({ search: { year } })}
        />
      </Page>
    );
  },
});

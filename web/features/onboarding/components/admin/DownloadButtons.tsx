import { Link } from 'react-aria-components';
import { questionnairePaths, type DownloadFormat } from '../../../../../modules/onboarding/contract';
import { classForButton } from '../../../../components/ui/Button';
import * as styles from './Detail.css';

const labels: Record<DownloadFormat, string> = { docx: 'DOCX herunterladen', txt: 'TXT herunterladen' };

/** Plain links: the session cookie authorises the download and the server names the file. */
export function DownloadButtons({ id }: { id: string }) {
  return (
    <div className={styles.downloads}>
      {(['docx', 'txt'] as const).map((format) => (
        <Link
          key={format}
          href={questionnairePaths.download(id, format)}
          download
          className={classForButton(format === 'docx' ? 'primary' : 'secondary')}
        >
          {labels[format]}
        </Link>
      ))}
    </div>
  );
}

import { formatDateTime } from '../../../../lib/german/format';
import type { Message } from '../../../../modules/messages/contract';
import { linkedText } from '../rules/linked-text';
import * as styles from './Messages.css';

/** One message: who and when, its text with safe links, the files it names (downloads). */
export function MessageItem({ message, isNew }: { message: Message; isNew: boolean }) {
  return (
    <li className={message.mine ? styles.mine : styles.message} data-testid="message">
      <span className={styles.meta}>
        {message.mine ? 'Sie' : message.authorName} · {formatDateTime(message.postedAt)}
        {isNew ? <span className={styles.newMark}> · neu</span> : null}
      </span>
      <p className={styles.text}>
        {linkedText(message.text).map((part, i) =>
          'href' in part ? (
            <a key={i} href={part.href} target="_blank" rel="noopener noreferrer nofollow">
              {part.href}
            </a>
          ) : (
            <span key={i}>{part.text}</span>
          ),
        )}
      </p>
      {message.files.map((f) => (
        <a key={f.id} href={`/api/files/${encodeURIComponent(f.id)}`} download={f.name}>
          {f.name}
        </a>
      ))}
    </li>
  );
}

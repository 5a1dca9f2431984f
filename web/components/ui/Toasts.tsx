import { useRef, useState, type PointerEvent } from 'react';
import {
  Button as RACButton,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastRegion as ToastRegion,
  type QueuedToast,
} from 'react-aria-components';
import { isSwipeDismiss } from './swipe';
import { toastQueue, type ToastContent as Content } from './toast-queue';
import * as styles from './Toasts.css';

function SwipeableToast({ toast }: { toast: QueuedToast<Content> }) {
  const start = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if ((e.target as HTMLElement).closest('button')) return;
    start.current = e.clientX;
    e.currentTarget.setPointerCapture(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (start.current !== null) setOffset(e.clientX - start.current);
  };
  const onPointerEnd = (e: PointerEvent<HTMLDivElement>) => {
    if (start.current === null) return;
    const dismissed = isSwipeDismiss(start.current, e.clientX);
    start.current = null;
    setOffset(0);
    if (dismissed) toastQueue.close(toast.key);
  };

  return (
    <Toast
      toast={toast}
      className={styles.toast[toast.content.tone]}
      data-testid="toast"
      style={{
        transform: offset ? `translateX(${offset}px)` : undefined,
        opacity: offset ? Math.max(0.3, 1 - Math.abs(offset) / 200) : undefined,
      }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
    >
      <ToastContent className={styles.content}>
        <Text slot="title" className={styles.title}>
          {toast.content.title}
        </Text>
        {toast.content.description ? (
          <Text slot="description" className={styles.description}>
            {toast.content.description}
          </Text>
        ) : null}
      </ToastContent>
      <RACButton slot="close" aria-label="Schließen" className={styles.close}>
        ×
      </RACButton>
    </Toast>
  );
}

/** The one place toasts appear; they close after 5 s or when swiped aside. */
export function Toasts() {
  return (
    <ToastRegion queue={toastQueue} className={styles.region} aria-label="Benachrichtigungen">
      {({ toast }) => <SwipeableToast toast={toast} />}
    </ToastRegion>
  );
}

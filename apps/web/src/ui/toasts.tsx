import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { t } from '../i18n';

/** Spec §9: toasts auto-hide after 5000 ms unless told otherwise. */
export const DEFAULT_TOAST_DELAY_MS = 5000;

export interface Toast {
  id: number;
  kind: 'danger' | 'success';
  message: string;
  delay: number;
}

type ShowToast = (kind: Toast['kind'], message: string, delay?: number) => void;
const ToastContext = createContext<ShowToast>(() => {});

export function useToast(): ShowToast {
  return useContext(ToastContext);
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const next = useRef(1);
  const dismiss = useCallback(
    (id: number) => setToasts((list) => list.filter((toast) => toast.id !== id)),
    [],
  );
  const show = useCallback<ShowToast>((kind, message, delay = DEFAULT_TOAST_DELAY_MS) => {
    setToasts((list) => [...list, { id: next.current++, kind, message, delay }]);
  }, []);
  const value = useMemo(() => show, [show]);
  const region = useRef<HTMLDivElement>(null);
  // Issue 24 item 5: toasts must not cover content. The page keeps room under them (a bottom
  // padding) and scrolls a focused field above them (scroll-padding), both their height.
  useEffect(() => {
    const element = region.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      const height = element.getBoundingClientRect().height;
      root.style.setProperty('--efile-toasts-height', height > 0 ? `${Math.ceil(height) + 16}px` : '0px');
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--efile-toasts-height');
    };
  }, []);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div className="efile-toasts" aria-live="polite" ref={region}>
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
        ))}
      </div>
    </ToastContext.Provider>
  );
}

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  useEffect(() => {
    const timer = window.setTimeout(() => onDismiss(toast.id), toast.delay);
    return () => window.clearTimeout(timer);
  }, [toast, onDismiss]);
  return (
    <div
      className={`usa-alert usa-alert--slim usa-alert--${toast.kind === 'danger' ? 'error' : 'success'}`}
      role={toast.kind === 'danger' ? 'alert' : 'status'}
      data-testid="toast"
    >
      <div className="usa-alert__body">
        <p className="usa-alert__text">{toast.message}</p>
        <button type="button" className="usa-button usa-button--unstyled" onClick={() => onDismiss(toast.id)}>
          {t('toast.close')}
        </button>
      </div>
    </div>
  );
}

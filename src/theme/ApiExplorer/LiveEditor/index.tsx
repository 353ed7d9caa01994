/**
 * Replaces docusaurus-theme-openapi-docs 5.2.0's request-body editor (no
 * upstream code copied). Upstream builds it on react-live, whose provider
 * evaluates the edited text as JavaScript (`Function(...)`) on every change:
 * the site's Content-Security-Policy (no 'unsafe-eval', config/hosting.ts)
 * blocks that, and a JSON body is not code anyway. This editor is a plain
 * textarea registered with the request form under the same name, so the
 * explorer's validation and code samples work as before.
 */
import {useEffect, useRef, useState, type ReactNode} from 'react';
import {ErrorMessage} from '@hookform/error-message';
import {Controller, useFormContext} from 'react-hook-form';

export type Props = {children: string; action: (code: string) => void; language?: string; required?: boolean};

export default function RequestBodyEditor({children, action, required}: Props): ReactNode {
  const [code, setCode] = useState(children.replace(/\n$/, ''));
  const {
    control,
    formState: {errors},
  } = useFormContext();

  // The caller passes a new `action` on every render: report only when the text changes.
  const report = useRef(action);
  useEffect(() => {
    report.current = action;
  });
  useEffect(() => {
    report.current(code);
  }, [code]);

  return (
    <div className="openapi-explorer__playground-container">
      <Controller
        control={control}
        name="requestBody"
        rules={{required: required && !code ? 'This field is required' : false}}
        render={({field: {onChange, name}}) => (
          <textarea
            name={name}
            aria-label="Request body"
            className="openapi-explorer__playground-editor"
            value={code}
            spellCheck={false}
            rows={Math.min(24, code.split('\n').length + 1)}
            style={{width: '100%', fontFamily: 'var(--ifm-font-family-monospace)', fontSize: '0.85rem'}}
            onChange={(event) => {
              setCode(event.target.value);
              onChange(event.target.value);
            }}
          />
        )}
      />
      {errors.requestBody && (
        <ErrorMessage errors={errors} name="requestBody" render={({message}) => <div className="openapi-explorer__input-error">{message}</div>} />
      )}
    </div>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Form, { Templates } from '@rjsf/mui';
import type {
  CustomValidator,
  RegistryFieldsType,
  RegistryWidgetsType,
  RJSFSchema,
  TemplatesType,
  TitleFieldProps,
} from '@rjsf/utils';
import { createPrecompiledValidator, type ValidatorFunctions } from '@rjsf/validator-ajv8';
import type CoreForm from '@rjsf/core';
import { forwardRef, use, useCallback, useMemo } from 'react';
import { ADMIN_FORMS } from '../../../generated/admin-forms';
import type { ContentFieldProblem, ContentType } from '../../../protocol/admin-content';
import { useTranslation } from '../../../i18n/use-translation';
import { useTenant } from '../../../tenant/use-tenant';
import {
  uiSchemaOf,
  withChoicePlaceholders,
  withFieldTexts,
  withLanguagesOffered,
  type FieldText,
  type JsonSchema,
} from '../form-schema';
import { configValueProblem } from './config-value';
import { FIELD_REASONS, placeFieldProblems } from './field-errors';
import { ConfigValueField, DateTimeWidget, ImageWidget, RichTextWidget } from './widgets';

/**
 * Each type's form schema and its validator, compiled ahead of time (scripts/admin-form-validators.ts):
 * the app's Content-Security-Policy has no 'unsafe-eval', so ajv cannot compile in the browser.
 */
interface FormModule {
  schema: RJSFSchema;
  validator: ReturnType<typeof createPrecompiledValidator>;
}
const forms = new Map<ContentType, Promise<FormModule>>();
function formOf(type: ContentType): Promise<FormModule> {
  let pending = forms.get(type);
  if (!pending) {
    pending = ADMIN_FORMS[type]().then((module) => {
      const schema = module.formSchema as RJSFSchema;
      return { schema, validator: createPrecompiledValidator(module.validateFns as ValidatorFunctions, schema) };
    });
    forms.set(type, pending);
  }
  return pending;
}
const widgets: RegistryWidgetsType = { richText: RichTextWidget, image: ImageWidget, dateTime: DateTimeWidget };
const fields: RegistryFieldsType = { configValue: ConfigValueField };

/**
 * A section's title (a text's languages, the page's Body) with the same required mark as a required
 * field's label (docs/admin.md#field-errors).
 */
const MuiTitle = Templates.TitleFieldTemplate!;
function TitleFieldTemplate(props: TitleFieldProps) {
  return <MuiTitle {...props} title={props.required && props.title ? `${props.title} *` : props.title} />;
}
const templates: Partial<TemplatesType> = { TitleFieldTemplate };

type Document = Record<string, unknown>;
export type SchemaFormHandle = CoreForm<Document>;

interface SchemaFormProps {
  type: ContentType;
  value: Document;
  onChange(value: Document): void;
  disabled?: boolean;
  /** What the server refused in the last write, each shown at its field (docs/admin.md#field-errors). */
  fieldProblems?: readonly ContentFieldProblem[];
}

/**
 * A content item's form, generated from its type's JSON Schema (docs/admin.md#screens-forms): the
 * browser checks it against the schema (and a configuration's value against its type) before
 * sending; the server checks again whatever the browser did.
 */
export const SchemaForm = forwardRef<SchemaFormHandle, SchemaFormProps>(function SchemaForm(
  { type, value, onChange, disabled, fieldProblems },
  ref,
) {
  const { t, i18n } = useTranslation(['admin', 'messages']);
  const { schema: formSchema, validator } = use(formOf(type));
  // The form's heading is the type's name in the editor's language, not the schema's technical
  // title; each field's title and description come from the admin catalogue in that language too.
  const typeName = t(`type.${type}.one`);
  const language = i18n.language;
  const offered = useTenant().bundle.tenant.locale.languages;
  const uiSchema = useMemo(() => {
    const fieldTexts = i18n.getResource(language, 'admin', `fields.${type}`) as Record<string, FieldText> | undefined;
    const languageTexts = i18n.getResource(language, 'admin', 'fieldLanguage') as Record<string, FieldText> | undefined;
    const texts = withFieldTexts(
      uiSchemaOf(formSchema as JsonSchema, type),
      formSchema as JsonSchema,
      fieldTexts ?? {},
      languageTexts ?? {},
    );
    const ui = withLanguagesOffered(
      withChoicePlaceholders(texts, formSchema as JsonSchema, t('edit.choose')),
      formSchema as JsonSchema,
      offered,
    );
    return {
      ...ui,
      'ui:title': typeName,
      'ui:description': t(`type.${type}.description`),
      'ui:submitButtonOptions': { norender: true },
    };
  }, [formSchema, type, typeName, t, i18n, language, offered]);
  // The server's words for each field, in the editor's language: a reason the admin catalogue words,
  // or a refusal's code from the message catalogue (PAGE_ID_DUPLICATE), else the server's English.
  const say = useCallback(
    (problem: ContentFieldProblem) =>
      (FIELD_REASONS as readonly string[]).includes(problem.reason)
        ? t(`admin:fieldError.${problem.reason}`, { limit: problem.limit ?? 0 })
        : t(`messages:${problem.reason}`, { defaultValue: problem.message }),
    [t],
  );
  const placed = useMemo(
    () =>
      fieldProblems && fieldProblems.length > 0
        ? placeFieldProblems(formSchema as JsonSchema, fieldProblems, say)
        : null,
    [formSchema, fieldProblems, say],
  );
  const customValidate: CustomValidator<Document> = (formData, errors) => {
    if (type === 'configuration' && formData) {
      const problem = configValueProblem(formData.valueType, formData.value);
      if (problem)
        (errors as unknown as { value?: { addError(message: string): void } }).value?.addError(t(`config.${problem}`));
    }
    return errors;
  };
  return (
    <Box sx={{ '& .MuiGrid-root': { maxWidth: '100%' } }} data-testid="content-form">
      {placed && placed.unplaced.length > 0 && (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="form-unplaced-problems">
          {placed.unplaced.map((problem) => problem.message).join('; ')}
        </Alert>
      )}
      <Form
        ref={ref}
        schema={formSchema}
        uiSchema={uiSchema}
        formData={value}
        validator={validator}
        widgets={widgets}
        fields={fields}
        templates={templates}
        formContext={{ valueType: value.valueType }}
        customValidate={customValidate}
        extraErrors={placed?.errorSchema}
        onChange={(event) => onChange((event.formData ?? {}) as Document)}
        disabled={disabled}
        showErrorList={false}
        noHtml5Validate
        liveValidate={false}
        omitExtraData
      />
    </Box>
  );
});

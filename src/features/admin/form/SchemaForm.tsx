import Box from '@mui/material/Box';
import Form from '@rjsf/mui';
import type { CustomValidator, RegistryFieldsType, RegistryWidgetsType, RJSFSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import Ajv2020 from 'ajv/dist/2020';
import type CoreForm from '@rjsf/core';
import { forwardRef, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formSchemaOf, uiSchemaOf, type JsonSchema } from '../form-schema';
import { configValueProblem } from './config-value';
import { ConfigValueField, DateTimeWidget, ImageWidget, RichTextWidget } from './widgets';

// The content schemas are JSON Schema 2020-12, checked with the same draft as the server's ajv.
const validator = customizeValidator({ AjvClass: Ajv2020 });
const widgets: RegistryWidgetsType = { richText: RichTextWidget, image: ImageWidget, dateTime: DateTimeWidget };
const fields: RegistryFieldsType = { configValue: ConfigValueField };

type Document = Record<string, unknown>;
export type SchemaFormHandle = CoreForm<Document>;

interface SchemaFormProps {
  type: string;
  schema: JsonSchema;
  value: Document;
  onChange(value: Document): void;
  disabled?: boolean;
}

/**
 * A content item's form, generated from its type's JSON Schema (docs/admin.md#screens-forms): the
 * browser checks it against the schema (and a configuration's value against its type) before
 * sending; the server checks again whatever the browser did.
 */
export const SchemaForm = forwardRef<SchemaFormHandle, SchemaFormProps>(function SchemaForm({ type, schema, value, onChange, disabled }, ref) {
  const { t } = useTranslation('admin');
  const formSchema = useMemo(() => formSchemaOf(schema) as RJSFSchema, [schema]);
  const uiSchema = useMemo(() => ({ ...uiSchemaOf(formSchemaOf(schema), type), 'ui:submitButtonOptions': { norender: true } }), [schema, type]);
  const customValidate: CustomValidator<Document> = (formData, errors) => {
    if (type === 'configuration' && formData) {
      const problem = configValueProblem(formData.valueType, formData.value);
      if (problem) (errors as unknown as { value?: { addError(message: string): void } }).value?.addError(t(`config.${problem}`));
    }
    return errors;
  };
  return (
    <Box sx={{ '& .MuiGrid-root': { maxWidth: '100%' } }} data-testid="content-form">
      <Form
        ref={ref}
        schema={formSchema}
        uiSchema={uiSchema}
        formData={value}
        validator={validator}
        widgets={widgets}
        fields={fields}
        formContext={{ valueType: value.valueType }}
        customValidate={customValidate}
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

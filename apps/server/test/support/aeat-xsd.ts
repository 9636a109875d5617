import { readFileSync } from 'node:fs';
import path from 'node:path';
import { validateXML } from 'xmllint-wasm';

const XSD_DIR = path.resolve(import.meta.dirname, '../../src/features/invoicing/aeat/xsd');
const schemaFile = (fileName: string) => ({
  fileName,
  contents: readFileSync(path.join(XSD_DIR, fileName), 'utf8'),
});

type SchemaName = 'SuministroLR.xsd' | 'RespuestaSuministro.xsd' | 'RegistrosBoxbook.xsd';

/** The vendored schemas a document's schema imports, offline: xmllint resolves them by file name. */
const IMPORTS: Record<SchemaName, string[]> = {
  'SuministroLR.xsd': ['SuministroInformacion.xsd', 'xmldsig-core-schema.xsd'],
  'RespuestaSuministro.xsd': ['SuministroInformacion.xsd', 'xmldsig-core-schema.xsd'],
  'RegistrosBoxbook.xsd': ['SuministroLR.xsd', 'SuministroInformacion.xsd', 'xmldsig-core-schema.xsd'],
};

/**
 * The errors libxml2 (xmllint, compiled to wasm) finds validating a document against one of the
 * AEAT's schemas: `SuministroLR.xsd` for a request, `RespuestaSuministro.xsd` for an answer, and Boxbook's
 * `RegistrosBoxbook.xsd` for the wrapper `records.xml` answers with several requests.
 */
export async function aeatSchemaErrors(xml: string, schema: SchemaName): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: 'document.xml', contents: xml }],
    schema: [schemaFile(schema)],
    preload: IMPORTS[schema].map(schemaFile),
  });
  return result.valid ? [] : result.errors.map((e) => e.rawMessage);
}

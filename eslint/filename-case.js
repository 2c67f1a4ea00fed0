// @ts-check
// One file-name convention per kind of file in apps/web/src:
//  - a .tsx file that exports a React component is named in PascalCase after it (HolidayCard.tsx);
//  - every other module (.ts, and .tsx files exporting no component, e.g. main.tsx) is kebab-case
//    (search-criteria.ts, use-media-query.ts);
//  - a test is named after what it tests (HolidayCard.test.tsx, money.test.ts), so either applies.
import path from 'node:path';

const PASCAL = /^[A-Z][A-Za-z0-9]*$/;
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** A component's name: PascalCase with at least one lower-case letter (API_BASE is a constant). */
const isComponentName = (/** @type {string} */ name) => PASCAL.test(name) && /[a-z]/.test(name);

/** @param {any} node an export declaration */
function exportedNames(node) {
  if (node.type === 'ExportDefaultDeclaration') {
    const d = node.declaration;
    return d.id?.name ? [d.id.name] : d.type === 'Identifier' ? [d.name] : [];
  }
  if (node.exportKind === 'type') return [];
  const d = node.declaration;
  if (!d) return node.specifiers.map((/** @type {any} */ s) => s.exported.name);
  if ((d.type === 'FunctionDeclaration' || d.type === 'ClassDeclaration') && d.id)
    return [d.id.name];
  if (d.type === 'VariableDeclaration')
    return d.declarations.flatMap((/** @type {any} */ v) => (v.id.name ? [v.id.name] : []));
  return [];
}

/** @type {import('eslint').Rule.RuleModule} */
const filenameCase = {
  meta: {
    type: 'suggestion',
    docs: { description: 'PascalCase .tsx component files, kebab-case modules' },
    schema: [],
    messages: {
      pascal: "'{{name}}' exports a component: name the file in PascalCase after it ({{example}}).",
      kebab: "'{{name}}' is a module: name it in kebab-case ({{example}}).",
      either: "'{{name}}': a test is named after what it tests, in PascalCase or kebab-case.",
    },
  },
  create(context) {
    const base = path.basename(context.filename);
    const test = /\.test\.tsx?$/.test(base);
    const stem = base.replace(/(\.test)?\.tsx?$/, '');
    const kebab = stem.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
    const pascal = kebab.replace(/(^|-)([a-z0-9])/g, (_, _dash, c) => c.toUpperCase());
    let component = false;
    return {
      'ExportNamedDeclaration, ExportDefaultDeclaration'(/** @type {any} */ node) {
        if (exportedNames(node).some(isComponentName)) component = true;
      },
      'Program:exit'(node) {
        if (test) {
          if (!PASCAL.test(stem) && !KEBAB.test(stem))
            context.report({ node, messageId: 'either', data: { name: base } });
        } else if (base.endsWith('.tsx') && component) {
          if (!PASCAL.test(stem))
            context.report({
              node,
              messageId: 'pascal',
              data: { name: base, example: `${pascal}.tsx` },
            });
        } else if (!KEBAB.test(stem)) {
          context.report({
            node,
            messageId: 'kebab',
            data: { name: base, example: kebab + path.extname(base) },
          });
        }
      },
    };
  },
};

export default { rules: { 'filename-case': filenameCase } };

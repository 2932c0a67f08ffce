import path from 'node:path';
import ts from 'typescript';
import type { Plugin } from 'vite';

/**
 * The browser's copy of the route contracts (docs/architecture.md, "Routes and their
 * contracts"). A contract carries the zod schemas of its inputs and answer, which the
 * server needs and the browser does not: the web client only builds a path from a
 * contract's `method` and `url`. Shipped whole, every page that calls the API in the
 * browser would fetch zod and the schemas at its first touch. In the client build this
 * plugin rewrites each module of src/shared/contracts to its exported contracts reduced to
 * `{ method, url }`; the server build and the type checker see the modules as written.
 *
 * The rule it relies on, checked here (a build error names the place): in those modules,
 * every call of a function whose name ends in `ontract` (`contract`, `deleteContract` ...)
 * is given an object literal naming `method` and `url` as strings: literals, the module's
 * own string constants or templates of them, directly or in a spread module constant.
 */
const CONTRACTS = /[\\/]src[\\/]shared[\\/]contracts[\\/][^\\/]+\.ts$/;

export function browserContractsSource(code: string, file: string): string {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true);
  const where = (node: ts.Node) => {
    const { line, character } = source.getLineAndCharacterOfPosition(node.getStart());
    return `${path.basename(file)}:${line + 1}:${character + 1}`;
  };
  const locals = new Map<string, ts.Expression>();
  const propName = (name: ts.PropertyName) => (ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : null);

  /** A string a contract's method or url is written as: a literal, a module constant, or a template of those. */
  function textOf(node: ts.Expression | undefined): string | null {
    if (!node) return null;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
    if (ts.isIdentifier(node)) return textOf(locals.get(node.text));
    if (ts.isTemplateExpression(node)) {
      let text = node.head.text;
      for (const span of node.templateSpans) {
        const part = textOf(span.expression);
        if (part === null) return null;
        text += part + span.literal.text;
      }
      return text;
    }
    return null;
  }

  /** `method` and `url` of an object literal, spreads of module constants included (a later one wins). */
  function gather(arg: ts.ObjectLiteralExpression, found: Record<'method' | 'url', string | null>): void {
    for (const p of arg.properties) {
      if (ts.isSpreadAssignment(p) && ts.isIdentifier(p.expression)) {
        const spread = locals.get(p.expression.text);
        if (spread && ts.isObjectLiteralExpression(spread)) gather(spread, found);
      } else if (ts.isPropertyAssignment(p)) {
        const name = propName(p.name);
        if (name === 'method' || name === 'url') found[name] = textOf(p.initializer);
      }
    }
  }

  function contractOf(call: ts.CallExpression): string {
    const [arg] = call.arguments;
    if (!arg || !ts.isObjectLiteralExpression(arg))
      throw new Error(`${where(call)}: a contract is given an object literal`);
    const found: Record<'method' | 'url', string | null> = { method: null, url: null };
    gather(arg, found);
    if (!found.method || !found.url)
      throw new Error(`${where(call)}: a contract names its method and url as plain strings`);
    return `{ method: ${JSON.stringify(found.method)}, url: ${JSON.stringify(found.url)} }`;
  }

  /** The browser's value of an exported expression, or null when the browser has no use for it. */
  function strip(node: ts.Expression): string | null {
    if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node))
      return strip(node.expression);
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && /ontract$/.test(node.expression.text))
      return contractOf(node);
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return JSON.stringify(node.text);
    if (ts.isIdentifier(node)) {
      const local = locals.get(node.text);
      return local ? strip(local) : null;
    }
    if (ts.isObjectLiteralExpression(node)) {
      const parts: string[] = [];
      for (const p of node.properties) {
        const [name, value] = ts.isPropertyAssignment(p)
          ? [propName(p.name), strip(p.initializer)]
          : ts.isShorthandPropertyAssignment(p)
            ? [p.name.text, strip(p.name)]
            : [null, null];
        if (name !== null && value !== null) parts.push(`${JSON.stringify(name)}: ${value}`);
      }
      return `{ ${parts.join(', ')} }`;
    }
    return null;
  }

  const exported: string[] = [];
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    const isExport = statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    for (const d of statement.declarationList.declarations) {
      if (!ts.isIdentifier(d.name) || !d.initializer) continue;
      locals.set(d.name.text, d.initializer);
      if (isExport) exported.push(d.name.text);
    }
  }
  const lines = exported.flatMap((name) => {
    const value = strip(locals.get(name)!);
    return value === null ? [] : [`export const ${name} = ${value};`];
  });
  return `${lines.join('\n')}\n`;
}

export function browserContracts(): Plugin {
  return {
    name: 'browser-contracts',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform(code, id) {
      if (!CONTRACTS.test(id.split('?')[0]!)) return null;
      return { code: browserContractsSource(code, id), map: null };
    },
  };
}

import ts from 'typescript';

/**
 * User-visible text written straight into a component instead of taken from the catalogues (issue 35):
 * JSX text with a letter in it, a letter-bearing string given to an attribute people read or hear
 * (placeholder, aria-label, title, alt, label...), and a string a JSX expression shows as is
 * (`{busy ? 'Please Wait...' : 'Login'}`, `{name ?? 'Guest'}`). Strings passed to a call (`t('key')`),
 * compared, or used as keys are not text. Letters are any script's (\p{L}).
 */
export interface Literal {
  line: number;
  text: string;
}

const READ_ATTRIBUTES = new Set([
  'placeholder',
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'title',
  'alt',
  'label',
  'hint',
]);

const hasLetter = (text: string) => /\p{L}/u.test(text);

/** The strings an expression shows as is: itself, the branches of a condition, the fallback of ?? and ||. */
function shownStrings(expression: ts.Expression, found: ts.Node[]) {
  if (ts.isParenthesizedExpression(expression)) return shownStrings(expression.expression, found);
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) {
    found.push(expression);
  } else if (ts.isTemplateExpression(expression)) {
    found.push(expression);
  } else if (ts.isConditionalExpression(expression)) {
    shownStrings(expression.whenTrue, found);
    shownStrings(expression.whenFalse, found);
  } else if (
    ts.isBinaryExpression(expression) &&
    [
      ts.SyntaxKind.QuestionQuestionToken,
      ts.SyntaxKind.BarBarToken,
      ts.SyntaxKind.AmpersandAmpersandToken,
    ].includes(expression.operatorToken.kind)
  ) {
    if (expression.operatorToken.kind !== ts.SyntaxKind.AmpersandAmpersandToken)
      shownStrings(expression.left, found);
    shownStrings(expression.right, found);
  }
}

function literalText(node: ts.Node, source: ts.SourceFile): string {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
  if (ts.isJsxText(node)) return node.text;
  return node.getText(source);
}

export function literalTexts(code: string, fileName = 'component.tsx'): Literal[] {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: ts.Node[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasLetter(node.text)) found.push(node);
    if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText(source)) && node.initializer) {
      if (ts.isStringLiteral(node.initializer)) found.push(node.initializer);
      else if (ts.isJsxExpression(node.initializer) && node.initializer.expression)
        shownStrings(node.initializer.expression, found);
    }
    if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent)) {
      shownStrings(node.expression, found);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found
    .map((node) => ({ node, text: literalText(node, source).replace(/\s+/g, ' ').trim() }))
    .filter(({ text }) => hasLetter(text))
    .map(({ node, text }) => ({
      line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1,
      text,
    }));
}

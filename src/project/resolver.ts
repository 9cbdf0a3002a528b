// Project mode's resolver: ts-morph (the TypeScript language service) answers "where is this name
// defined?" across ES modules, re-exports, default exports, CommonJS `require`/`module.exports`/
// `exports.x`, tsconfig path aliases and plain JS projects. The core then evaluates the
// definition with its own ESTree of that file, so both passes read the same text.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Node as TsNode, Project, ts, type SourceFile } from 'ts-morph';
import type { TSESTree } from '@typescript-eslint/typescript-estree';
import { parse } from '../core/parse.js';
import type { Definition, Resolver } from '../core/workspace.js';

export interface ResolverOptions {
  /** Where to look for a tsconfig.json (its `paths` and `baseUrl` are honoured). */
  cwd: string;
  /** Current texts of files the run is changing (they win over what is on disk). */
  texts: Map<string, string>;
}

const MAX_ALIAS_HOPS = 5;

export class TsMorphResolver implements Resolver {
  private readonly project: Project;

  constructor(private readonly options: ResolverOptions) {
    const tsconfig = path.join(options.cwd, 'tsconfig.json');
    this.project = new Project({
      ...(existsSync(tsconfig) ? { tsConfigFilePath: tsconfig, skipAddingFilesFromTsConfig: true } : {}),
      compilerOptions: { allowJs: true, checkJs: false, noEmit: true, noLib: true, types: [], ...(existsSync(tsconfig) ? {} : { module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext }) },
      skipFileDependencyResolution: true,
    });
    for (const [file, text] of options.texts) this.project.createSourceFile(file, text, { overwrite: true });
    this.project.resolveSourceFileDependencies();
  }

  /** Replaces a file's text after a fixing pass. */
  update(file: string, text: string): void {
    this.options.texts.set(file, text);
    this.project.createSourceFile(file, text, { overwrite: true });
  }

  private sourceFile(file: string): SourceFile | undefined {
    return this.project.getSourceFile(file) ?? this.project.addSourceFileAtPathIfExists(file);
  }

  definition(file: string, offset: number): Definition | undefined {
    const name = this.sourceFile(file)?.getDescendantAtPos(offset);
    if (!name || !(TsNode.isIdentifier(name) || TsNode.isPrivateIdentifier(name))) return undefined;
    return this.valueOf(name, 0);
  }

  private valueOf(name: TsNode, hops: number): Definition | undefined {
    if (hops > MAX_ALIAS_HOPS) return undefined;
    let defs: TsNode[] = [];
    try {
      defs = (name as unknown as { getDefinitionNodes(): TsNode[] }).getDefinitionNodes();
    } catch {
      return undefined;
    }
    for (const d of defs) {
      const sf = d.getSourceFile();
      if (sf.isDeclarationFile() || sf.isInNodeModules()) continue;
      const value = valueNode(d);
      if (!value) continue;
      // `export { base }`, `{ base }` shorthand, `export default base`: one more hop to the value.
      if (TsNode.isIdentifier(value) && value !== name) {
        const further = this.valueOf(value, hops + 1);
        if (further) return further;
      }
      return { file: sf.getFilePath(), start: value.getStart(), end: value.getEnd() };
    }
    return undefined;
  }

  load(file: string): { text: string; program: TSESTree.Program } | undefined {
    const sf = this.sourceFile(file);
    if (!sf || sf.isDeclarationFile() || sf.isInNodeModules()) return undefined;
    const text = this.options.texts.get(file) ?? sf.getFullText();
    try {
      return { text, program: parse(text, file) };
    } catch {
      return undefined;
    }
  }
}

/** The expression a declaration gives its name (or the function it is). */
function valueNode(d: TsNode): TsNode | undefined {
  if (TsNode.isVariableDeclaration(d) || TsNode.isPropertyAssignment(d) || TsNode.isPropertyDeclaration(d)) return d.getInitializer();
  if (TsNode.isShorthandPropertyAssignment(d)) return d.getNameNode();
  if (TsNode.isExportAssignment(d)) return d.getExpression();
  if (TsNode.isFunctionDeclaration(d) || TsNode.isMethodDeclaration(d) || TsNode.isFunctionExpression(d) || TsNode.isArrowFunction(d)) return d;
  if (TsNode.isExportSpecifier(d) || TsNode.isImportSpecifier(d)) return d.getNameNode() as TsNode;
  // `exports.base = …`, `module.exports.base = …`, `this.base = …`: the assigned value.
  const parent = d.getParent();
  if (parent && TsNode.isBinaryExpression(parent) && parent.getOperatorToken().getKind() === ts.SyntaxKind.EqualsToken && parent.getLeft() === d) return parent.getRight();
  if (TsNode.isPropertyAccessExpression(d) || TsNode.isIdentifier(d)) {
    const grand = d.getParent();
    if (grand && TsNode.isBinaryExpression(grand) && grand.getLeft() === d) return grand.getRight();
  }
  return undefined;
}

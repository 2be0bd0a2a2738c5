import ts from "typescript";
import fs from "node:fs";
import path from "node:path";
const SRC = path.resolve("src");
function walk(d: string): string[] { return fs.readdirSync(d,{withFileTypes:true}).flatMap(e=>{const p=path.join(d,e.name); return e.isDirectory()?walk(p):/\.tsx?$/.test(e.name)&&!e.name.endsWith(".d.ts")?[p]:[]}); }
function resolve(from: string, spec: string){ const b=path.resolve(path.dirname(from),spec); for (const c of [b+".ts",b+".tsx",b+"/index.ts",b+"/index.tsx",b]) if (fs.existsSync(c)&&fs.statSync(c).isFile()) return c; return null; }
const graph = new Map<string,string[]>();
for (const f of walk(SRC)) {
  const sf = ts.createSourceFile(f, fs.readFileSync(f,"utf8"), ts.ScriptTarget.Latest, true);
  const deps: string[] = [];
  for (const st of sf.statements) {
    if ((ts.isImportDeclaration(st)||ts.isExportDeclaration(st)) && st.moduleSpecifier && ts.isStringLiteral(st.moduleSpecifier)) {
      if (ts.isImportDeclaration(st) && st.importClause?.isTypeOnly) continue;
      if (ts.isExportDeclaration(st) && st.isTypeOnly) continue;
      const s = st.moduleSpecifier.text; if (!s.startsWith(".")||s.endsWith(".css")) continue;
      const r = resolve(f,s); if (r) deps.push(r);
    }
  }
  graph.set(f, deps);
}
// Tarjan SCC
let idx=0; const index=new Map<string,number>(), low=new Map<string,number>(), on=new Set<string>(), stack:string[]=[]; const sccs:string[][]=[];
function sc(v:string){ index.set(v,idx); low.set(v,idx); idx++; stack.push(v); on.add(v);
  for (const w of graph.get(v)??[]) { if(!index.has(w)){sc(w); low.set(v,Math.min(low.get(v)!,low.get(w)!));} else if(on.has(w)) low.set(v,Math.min(low.get(v)!,index.get(w)!)); }
  if (low.get(v)===index.get(v)) { const c:string[]=[]; let w; do { w=stack.pop()!; on.delete(w); c.push(w);} while(w!==v); if(c.length>1) sccs.push(c); } }
for (const v of graph.keys()) if(!index.has(v)) sc(v);
for (const c of sccs) console.log("CYCLE:", c.map(x=>path.relative(SRC,x)).join(" , "));
console.log(sccs.length, "cycles");

//! A module: the unit that is printed, optimised and turned into one object.

use super::entities::{FuncId, GlobalId};
use super::entity_map::EntityMap;
use super::externals::ExternalFunctions;
use super::function::Function;
use rustc_hash::FxHashMap as HashMap;

/// A global constant byte string (wend's string literals live here and end
/// up in `.rodata`).
#[derive(Clone, Debug)]
pub struct Global {
    /// Symbol name without the `@`, e.g. `.str.3`.
    pub name: String,
    pub bytes: Vec<u8>,
}

#[derive(Clone, Debug, Default)]
pub struct Module {
    /// Name of the source file, printed as `source_filename`.
    pub source_name: String,
    /// The files functions come from (`Function::file` indexes this; the
    /// program's file and the prelude's), as diagnostics name them. Empty
    /// means just `source_name`.
    pub source_files: Vec<String>,
    /// Who provides the functions the module only declares, as far as
    /// printing and parsing the module as text must know (see
    /// `externals`); `None`: nobody the text format knows of, every
    /// declaration is printed from its signature.
    pub externals: Option<&'static dyn ExternalFunctions>,
    functions: EntityMap<FuncId, Function>,
    globals: EntityMap<GlobalId, Global>,
    /// The first function added under each name, and the global holding
    /// each string: a lookup per call site or string literal must not scan
    /// a module of thousands of functions or strings.
    function_names: HashMap<String, FuncId>,
    strings: HashMap<Vec<u8>, GlobalId>,
}

impl Module {
    /// Forget where every source variable lives (`ir::debuginfo`): passes
    /// do not keep the homes up to date, so after any of them the
    /// variables are described without a location.
    pub fn drop_debug_homes(&mut self) {
        for f in self.functions.values_mut() {
            for var in &mut f.debug_vars {
                var.home = None;
            }
        }
    }

    pub fn new(source_name: impl Into<String>) -> Module {
        Module {
            source_name: source_name.into(),
            source_files: Vec::new(),
            externals: None,
            functions: EntityMap::new(),
            globals: EntityMap::new(),
            function_names: HashMap::default(),
            strings: HashMap::default(),
        }
    }

    /// The name of source file `index` (see `source_files`).
    pub fn source_file(&self, index: u32) -> &str {
        self.source_files.get(index as usize).map_or(self.source_name.as_str(), String::as_str)
    }

    pub fn add_function(&mut self, f: Function) -> FuncId {
        let name = f.name.clone();
        let id = self.functions.push(f);
        self.function_names.entry(name).or_insert(id);
        id
    }

    pub fn function(&self, id: FuncId) -> &Function {
        &self.functions[id]
    }

    pub fn function_mut(&mut self, id: FuncId) -> &mut Function {
        &mut self.functions[id]
    }

    /// Function `id` to change and another, `other`, to read at once (the
    /// inliner copies `other` into `id`).
    pub fn function_mut_and(&mut self, id: FuncId, other: FuncId) -> (&mut Function, &Function) {
        self.functions.pair_mut(id, other)
    }

    pub fn functions(&self) -> impl Iterator<Item = (FuncId, &Function)> {
        self.functions.iter()
    }

    pub fn function_ids(&self) -> impl Iterator<Item = FuncId> {
        self.functions.keys()
    }

    /// Functions that have a body (the ones passes and the backend work on).
    pub fn defined_function_ids(&self) -> Vec<FuncId> {
        self.functions().filter(|(_, f)| !f.is_declaration).map(|(id, _)| id).collect()
    }

    /// The first function named `name`.
    pub fn find_function(&self, name: &str) -> Option<FuncId> {
        let &id = self.function_names.get(name)?;
        // Lowering holds a nameless stand-in in a function's place while it
        // fills the function in: then the name is not there.
        (self.functions[id].name == name).then_some(id)
    }

    /// The function named `name`, added from `declare()` if the module has
    /// none yet (declarations made on first use, so that a module mentions
    /// only what it calls).
    pub fn find_or_declare(&mut self, name: &str, declare: impl FnOnce() -> Function) -> FuncId {
        match self.find_function(name) {
            Some(id) => id,
            None => self.add_function(declare()),
        }
    }

    /// Add a string constant; identical strings share one global.
    pub fn intern_string(&mut self, bytes: &[u8]) -> GlobalId {
        if let Some(&id) = self.strings.get(bytes) {
            return id;
        }
        let name = format!(".str.{}", self.globals.len());
        let id = self.globals.push(Global { name, bytes: bytes.to_vec() });
        self.strings.insert(bytes.to_vec(), id);
        id
    }

    pub fn global(&self, id: GlobalId) -> &Global {
        &self.globals[id]
    }

    pub fn globals(&self) -> impl Iterator<Item = (GlobalId, &Global)> {
        self.globals.iter()
    }
}

// The engine's results and text measurement speak in the shared values (colors, paint, paths,
// fonts, text styles), so a module that imports the engine sees them too.
@_exported public import BaselineStyle

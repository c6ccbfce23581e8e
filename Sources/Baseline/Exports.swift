@_exported public import Typography

"""The breakdown's vocabulary beyond the core lexicon, one module per category.

``base`` holds the Rule type and the shared phrase pieces; each category module adds the
general wording screenwriters use for it (``RULES``) and, where a word has common innocent
senses, guard phrases (``GUARDS``) that match the innocent phrase and so silence it.
``closedset.engine.lexicon`` gathers them into one rule list.
"""

"""Videos of other programs (AVF, RMV, MVF, EVF): writers made from the published descriptions, and the readers
checked against them, against ms-toollib's analysis (in a child process) and against damaged files."""
